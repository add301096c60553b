import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

for step in range(3):
    opt.zero_grad()
    with torch.autocast(device.type):
        loss = model(torch.randn(8, 4, device=device)).float().pow(2).mean()
    scaler.scale(loss).backward()
    scaler.unscale_(opt)  # exactly once per optimizer per iteration, before clipping
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(opt)  # knows the gradients are already unscaled and does not unscale again
    scaler.update()  # resets the per-iteration state: unscale_ is allowed again next step
    print(f"step {step}: grad norm finite={torch.isfinite(norm).item()}")
