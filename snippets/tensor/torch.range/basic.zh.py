import torch

print(torch.range(0, 4))          # 会警告；包含终点，数据类型为 float32
print(torch.arange(0, 5))         # 替代写法：不含终点，int64
print(torch.arange(0, 4 + 1, dtype=torch.float32))   # 与 range(0, 4) 的值相同
