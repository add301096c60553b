import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(3, 1).to(device)
x = torch.randn(64, 3, device=device)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]], device=device)

opt = torch.optim.RMSprop(model.parameters(), lr=0.01, alpha=0.99, momentum=0.9)
loss_fn = torch.nn.MSELoss()
for step in range(101):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    if step % 20 == 0:
        print(step, f"{loss.item():.4f}")

# 每个参数的状态：梯度平方的滑动平均，以及动量缓冲区
print(sorted(opt.state[model.weight].keys()))
