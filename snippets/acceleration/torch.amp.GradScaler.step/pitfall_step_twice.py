import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

for micro_batch in range(2):  # gradient accumulation done wrong
    loss = model(torch.ones(1, 2, device=device)).sum()
    scaler.scale(loss).backward()
    scaler.step(opt)          # stepping every micro-batch...
# ...but update() only once per "real" iteration
scaler.update()
