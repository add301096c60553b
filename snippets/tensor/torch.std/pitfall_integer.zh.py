import torch

pixel_counts = torch.tensor([3, 5, 8])    # int64

print(pixel_counts.float().std())         # 先转换类型
pixel_counts.std()                        # 整数不能求标准差
