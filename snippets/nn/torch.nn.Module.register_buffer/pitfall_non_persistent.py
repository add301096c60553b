import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.tensor(0), persistent=False)


trained = Model()
trained.steps += 1000                 # state accumulated during training
checkpoint = trained.state_dict()
print(checkpoint)                     # the buffer is not saved

restored = Model()
print(restored.load_state_dict(checkpoint))  # loads without complaint
print(restored.steps)                        # back to the initial value
