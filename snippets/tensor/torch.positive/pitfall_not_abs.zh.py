import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.positive(x))        # 仍是负数：既不是 abs 也不是 relu
print(torch.abs(x), torch.relu(x))

y = torch.positive(x)
y[0] = 100.0                    # y 就是 x，x 也被改了
print(x)
