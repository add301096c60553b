import torch

# A debugging switch left at the top of a training script, run on a laptop without a GPU.
torch.cuda.set_sync_debug_mode("warn")
model = torch.nn.Linear(4, 2)
print(model(torch.ones(1, 4)).shape)
