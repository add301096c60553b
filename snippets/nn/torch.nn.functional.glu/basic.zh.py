import torch
import torch.nn.functional as F

x = torch.tensor([[1.0, 2.0, 0.0, 10.0]])  # 前一半为 a，后一半为 b
print(F.glu(x, dim=-1))  # a * sigmoid(b)：输出宽度减半
a, b = x.chunk(2, dim=-1)
print(torch.allclose(F.glu(x), a * torch.sigmoid(b)))

# GLU 前馈块：先投影到 2 * hidden，再做门控
proj = torch.nn.Linear(8, 2 * 16)
print(F.glu(proj(torch.randn(4, 8)), dim=-1).shape)
print(torch.nn.GLU(dim=1)(torch.randn(2, 6, 5)).shape)  # 模块形式，这里作用在通道维上
