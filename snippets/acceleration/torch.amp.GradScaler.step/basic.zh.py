import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(1, 1, bias=False).to(device)
torch.nn.init.ones_(model.weight)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
scaler = torch.amp.GradScaler(device.type, init_scale=8.0)

for value in [1.0, float("inf"), 1.0]:
    opt.zero_grad()
    loss = model(torch.full((1, 1), value, device=device)).sum()
    scaler.scale(loss).backward()
    scale_before = scaler.get_scale()
    scaler.step(opt)   # 先 unscale，所有梯度都有限时才执行这一步
    scaler.update()
    skipped = scaler.get_scale() < scale_before
    print(f"input={value}: weight={model.weight.item()}, skipped={skipped}, scale={scaler.get_scale()}")
