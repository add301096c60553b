import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 1. Device and dtype first: one decision, used everywhere below.
# float16 autocast needs a GradScaler; bfloat16 keeps float32's exponent range and does not.
amp_dtype = torch.float16 if device.type == "cuda" else torch.bfloat16
use_scaler = amp_dtype == torch.float16
print("device:", device.type, "| autocast dtype:", amp_dtype)

# 2. Model structure: layers registered as submodules, parameters kept in float32.
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

# 3. Numerical stability: autocast for the forward pass, scaler + clipping around the update.
model.train()
for step in range(6):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device.type, dtype=amp_dtype):
        logits = model(x)
        loss = loss_fn(logits, y)
    scaler.scale(loss).backward()  # scale -> backward
    scaler.unscale_(optimizer)  # unscale_ before looking at gradient sizes
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(optimizer)  # skips the update if the gradients hold inf/NaN
    scaler.update()
    scheduler.step()  # after optimizer.step()
    if step == 0:
        print("logits dtype:", logits.dtype, "| loss dtype:", loss.dtype)
        print("parameter dtype:", model[0].weight.dtype, "| grad dtype:", model[0].weight.grad.dtype)
    print(f"step {step}: loss {loss.item():.3f}, finite grad norm {bool(torch.isfinite(grad_norm))}, "
          f"lr {scheduler.get_last_lr()[0]:.4f}")

print("scaler enabled:", scaler.is_enabled())

# Evaluation: eval mode + inference_mode, same autocast settings.
model.eval()
with torch.inference_mode(), torch.autocast(device_type=device.type, dtype=amp_dtype):
    accuracy = (model(x).argmax(dim=1) == y).float().mean()
print("train accuracy:", round(accuracy.item(), 3))

# Checkpoint everything needed to resume, including the scaler state.
checkpoint = {
    "model": model.state_dict(),
    "optimizer": optimizer.state_dict(),
    "scheduler": scheduler.state_dict(),
    "scaler": scaler.state_dict(),
}
print("checkpoint keys:", sorted(checkpoint))
