import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.ones(2, 3)


def evaluate():
    torch.set_grad_enabled(False)      # 本意只对这个函数生效
    return round(model(x).mean().item(), 4)


print(evaluate())
print(torch.is_grad_enabled())         # 在程序余下的部分仍然是关闭的

loss = model(x).pow(2).mean()          # 下一个训练步
loss.backward()
