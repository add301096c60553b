import torch

# Unlike enforce_grad_layout_policy(enable=True), mode has no default
with torch.autograd.set_multithreading_enabled():
    pass
