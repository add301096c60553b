import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(1))
        self.steps = 0

    def get_extra_state(self):  # added after the checkpoint was saved
        return {"steps": self.steps}

    def set_extra_state(self, state):
        self.steps = state["steps"]


old_checkpoint = {"gain": torch.ones(1)}
Scale().load_state_dict(old_checkpoint)
