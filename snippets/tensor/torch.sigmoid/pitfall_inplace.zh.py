import torch

x = torch.tensor([2.0], requires_grad=True)

y = x.exp()
z = y.sigmoid()          # 非原地：y 被保留，供 exp 的反向传播使用
z.sum().backward()
print(x.grad)

y = x.exp()
y.sigmoid_()             # 覆盖了 exp 反向传播需要的输出
y.sum().backward()
