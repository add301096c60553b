import torch

mag = torch.tensor([1.5, -2.0, 3.0])
sgn = torch.tensor([-1.0, 1.0, -0.0])
print(torch.copysign(mag, sgn))                  # 取 mag 的绝对值、sgn 的符号

print(torch.copysign(torch.tensor([1, -2, 3]), -1))   # 整数输入得到 float32
print(mag.copysign(torch.tensor([[1.0], [-1.0]])))   # 广播成 (2, 3)

x = torch.tensor([1.0, 2.0])
x.copysign_(torch.tensor([-1.0, -5.0]))          # 对浮点张量原地修改
print(x)
