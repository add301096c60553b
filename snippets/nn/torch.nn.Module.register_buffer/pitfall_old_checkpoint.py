import torch
from torch import nn


class OldModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("freqs", torch.arange(4.0))


class NewModel(nn.Module):  # the buffer was made non-persistent later
    def __init__(self):
        super().__init__()
        self.register_buffer("freqs", torch.arange(4.0), persistent=False)


old_checkpoint = OldModel().state_dict()
print(list(old_checkpoint))
NewModel().load_state_dict(old_checkpoint)  # fix: drop the key, or strict=False
