import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.LBFGS(model.parameters())  # LBFGS 需要 closure
scaler = torch.amp.GradScaler(device.type)
x = torch.ones(4, 2, device=device)


def closure():
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    scaler.scale(loss).backward()
    return loss


scaler.step(opt, closure=closure)
