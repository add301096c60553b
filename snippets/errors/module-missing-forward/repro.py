import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def foward(self, x):  # typo: nn.Module only ever calls "forward"
        return self.fc(x)


Net()(torch.ones(1, 4))
