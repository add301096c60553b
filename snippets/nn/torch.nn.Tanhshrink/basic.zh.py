import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0])
print(torch.nn.Tanhshrink()(x))  # x - tanh(x)：0 附近很平，远处接近 x - sign(x)
print(F.tanhshrink(x))

x = torch.tensor([-3.0, 0.0, 0.5, 3.0], requires_grad=True)
F.tanhshrink(x).sum().backward()
print(x.grad)  # 导数是 tanh(x) ** 2
