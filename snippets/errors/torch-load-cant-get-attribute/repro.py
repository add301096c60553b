import torch
import torch.nn as nn


class Net(nn.Module):  # defined in the training script, i.e. in __main__
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


torch.save(Net(), "model.pt")  # pickles the object: only the name __main__.Net is stored
del Net  # a different script (e.g. the inference one) has no class of that name

model = torch.load("model.pt", weights_only=False)
