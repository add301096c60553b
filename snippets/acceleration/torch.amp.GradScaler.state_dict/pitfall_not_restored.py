import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
scaler = torch.amp.GradScaler(device.type)
scaler.scale(torch.ones((), device=device))  # the scale is set up on first use
scaler.update(new_scale=256.0)  # where a long run had settled
saved = {"scaler": scaler.state_dict()}

# Resuming from `saved` but forgetting the scaler entry
resumed = torch.amp.GradScaler(device.type)
print(resumed.get_scale())  # back to the default 65536, not 256
