import torch

# Saved by a run with enabled=False (e.g. a float32 or bfloat16 debugging run)
old = torch.amp.GradScaler("cpu", enabled=False)
ckpt = {"scaler": old.state_dict()}
print(ckpt["scaler"])

scaler = torch.amp.GradScaler("cpu")
scaler.load_state_dict(ckpt["scaler"])
