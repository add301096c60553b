import torch

torch.manual_seed(0)
model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.PolynomialLR(opt)  # total_iters defaults to 5
x, y = torch.randn(32, 4), torch.randn(32, 1)

for epoch in range(8):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    sched.step()
    print(epoch, round(loss.item(), 4), "next lr", round(sched.get_last_lr()[0], 4))
