import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

for it in range(2):
    opt.zero_grad()
    loss = model(torch.ones(1, 2, device=device)).sum()
    scaler.scale(loss).backward()
    scaler.unscale_(opt)
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    scaler.step(opt)
    print("iteration", it, "done")
    # 漏了 scaler.update()：每次迭代的状态从未被重置
