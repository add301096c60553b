import torch

# a checkpoint saved from a model whose InstanceNorm kept running statistics
old = torch.nn.InstanceNorm2d(3, affine=True, track_running_stats=True)
state = old.state_dict()

new = torch.nn.InstanceNorm2d(3, affine=True)  # today's default: track_running_stats=False
new.load_state_dict(state)
