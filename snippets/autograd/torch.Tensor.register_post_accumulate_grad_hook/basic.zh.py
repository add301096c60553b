import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.manual_seed(0)

model = nn.Linear(4, 2).to(device)

# 在反向传播中执行优化器：每个参数一个优化器，在钩子里调用 step
optimizers = {p: torch.optim.SGD([p], lr=0.1) for p in model.parameters()}

def step_in_backward(param):   # 接收的是参数本身，而不是它的 grad
    optimizers[param].step()
    optimizers[param].zero_grad()  # 立即释放梯度

for p in model.parameters():
    p.register_post_accumulate_grad_hook(step_in_backward)

x = torch.randn(8, 4, device=device)
before = model.weight.detach().clone()
model(x).pow(2).mean().backward()  # 参数在这次调用期间就已更新

print(torch.equal(before, model.weight.detach()))  # False：已经更新过了
print(model.weight.grad)                           # None：梯度已被释放
