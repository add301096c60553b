import torch

counts = torch.tensor([3, 4])                        # int64

print(torch.linalg.vector_norm(counts.float()))      # 先转换类型
torch.linalg.vector_norm(counts, dtype=torch.float32)  # dtype= 不接受整数输入
