import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 1. 先定设备和 dtype：一次决定，下面处处使用。
# float16 的 autocast 需要 GradScaler；bfloat16 保留了 float32 的指数范围，不需要。
amp_dtype = torch.float16 if device.type == "cuda" else torch.bfloat16
use_scaler = amp_dtype == torch.float16
print("device:", device.type, "| autocast dtype:", amp_dtype)

# 2. 模型结构：层注册为子模块，参数保持 float32。
torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(16, 32),
    torch.nn.ReLU(),
    torch.nn.Linear(32, 4),
).to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.5)
scaler = torch.amp.GradScaler(device.type, enabled=use_scaler)
loss_fn = torch.nn.CrossEntropyLoss()

x = torch.randn(64, 16, device=device)
y = torch.randint(0, 4, (64,), device=device)

# 3. 数值稳定：前向用 autocast，参数更新前后用 scaler 加梯度裁剪。
model.train()
for step in range(6):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device.type, dtype=amp_dtype):
        logits = model(x)
        loss = loss_fn(logits, y)
    scaler.scale(loss).backward()  # scale -> backward
    scaler.unscale_(optimizer)  # 查看梯度大小之前先 unscale_
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(optimizer)  # 梯度中有 inf/NaN 时跳过这次更新
    scaler.update()
    scheduler.step()  # 在 optimizer.step() 之后
    if step == 0:
        print("logits dtype:", logits.dtype, "| loss dtype:", loss.dtype)
        print("parameter dtype:", model[0].weight.dtype, "| grad dtype:", model[0].weight.grad.dtype)
    print(f"step {step}: loss {loss.item():.3f}, finite grad norm {bool(torch.isfinite(grad_norm))}, "
          f"lr {scheduler.get_last_lr()[0]:.4f}")

print("scaler enabled:", scaler.is_enabled())

# 评估：eval 模式 + inference_mode，autocast 设置不变。
model.eval()
with torch.inference_mode(), torch.autocast(device_type=device.type, dtype=amp_dtype):
    accuracy = (model(x).argmax(dim=1) == y).float().mean()
print("train accuracy:", round(accuracy.item(), 3))

# 检查点保存恢复训练所需的一切，包括 scaler 的状态。
checkpoint = {
    "model": model.state_dict(),
    "optimizer": optimizer.state_dict(),
    "scheduler": scheduler.state_dict(),
    "scaler": scaler.state_dict(),
}
print("checkpoint keys:", sorted(checkpoint))
