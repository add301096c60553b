import torch

torch.manual_seed(0)
x = torch.randn(64, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3
model = torch.nn.Linear(3, 1)
opt = torch.optim.NAdam(model.parameters(), lr=0.05)

for step in range(201):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(step, round(loss.item(), 4))
print(sorted(opt.state[model.weight]))
