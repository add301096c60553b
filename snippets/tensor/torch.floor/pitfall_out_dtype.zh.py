import torch

x = torch.tensor([1.2, 3.7])
buf = torch.empty(2, dtype=torch.long)

torch.floor(x, out=buf)      # floor 不会把结果转换后写入整数类型的 out 张量
