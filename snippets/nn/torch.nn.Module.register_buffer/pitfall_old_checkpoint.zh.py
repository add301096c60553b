import torch
from torch import nn


class OldModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("freqs", torch.arange(4.0))


class NewModel(nn.Module):  # 后来把这个缓冲区改成了非持久
    def __init__(self):
        super().__init__()
        self.register_buffer("freqs", torch.arange(4.0), persistent=False)


old_checkpoint = OldModel().state_dict()
print(list(old_checkpoint))
NewModel().load_state_dict(old_checkpoint)  # 修正：删掉这个键，或使用 strict=False
