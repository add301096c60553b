import torch

# Half-migrated: the old class, with the new class's first argument
scaler = torch.cuda.amp.GradScaler(device="cuda", init_scale=1024.0)
