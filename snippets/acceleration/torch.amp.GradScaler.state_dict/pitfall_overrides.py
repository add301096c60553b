import torch

old = torch.amp.GradScaler("cpu", growth_interval=100)
old.scale(torch.ones(()))
state = old.state_dict()

# New hyperparameters in the constructor...
scaler = torch.amp.GradScaler("cpu", growth_interval=2000, backoff_factor=0.25)
scaler.load_state_dict(state)
# ...are replaced by the checkpoint's values, without a warning
print(scaler.get_growth_interval(), scaler.get_backoff_factor())
