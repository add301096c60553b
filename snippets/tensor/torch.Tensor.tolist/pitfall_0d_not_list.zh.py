import torch

total = torch.tensor([1.0, 2.0]).sum()      # 0 维
print(total.tolist(), type(total.tolist()))  # 是 float，不是列表
print(total.reshape(-1).tolist())            # 需要列表时先 reshape(-1)
