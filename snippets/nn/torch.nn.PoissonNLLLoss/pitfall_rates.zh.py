import torch

# 模型输出的是速率（例如经过 softplus），log_input 却保持默认的 True
rate = torch.tensor([1.0], requires_grad=True)
count = torch.tensor([5.0])
criterion = torch.nn.PoissonNLLLoss()
optimizer = torch.optim.SGD([rate], lr=0.1)

for _ in range(500):
    optimizer.zero_grad()
    criterion(rate, count).backward()
    optimizer.step()

print(rate.detach())  # 收敛到 log(5) = 1.609，而不是 5
print(torch.nn.PoissonNLLLoss(log_input=False)(torch.tensor([5.0]), count))  # 速率要配 log_input=False
