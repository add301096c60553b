import torch

ids = torch.tensor([[1, 2], [3, 4]])                # int64，整数数据的默认类型
print(ids.float().to_mkldnn().dtype)                # 先转换成支持的数据类型
ids.to_mkldnn()
