import torch

token_counts = torch.tensor([[1, 0, 2]])   # int64，比如由 Python int 构造
weights = torch.ones(3, 2)                 # float32

print(token_counts.float() @ weights)      # 先转换类型
token_counts @ weights                     # matmul 不做类型提升
