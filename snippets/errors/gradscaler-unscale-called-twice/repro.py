import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

with torch.autocast(device.type):
    loss = model(torch.randn(8, 4, device=device)).float().pow(2).mean()
scaler.scale(loss).backward()

scaler.unscale_(opt)  # to clip the real gradients
torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
scaler.unscale_(opt)  # e.g. a second helper (logging, another clip) unscales again
scaler.step(opt)
