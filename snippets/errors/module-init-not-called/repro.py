import torch


class Net(torch.nn.Module):
    def __init__(self):
        # super().__init__() is missing
        self.fc = torch.nn.Linear(3, 1)


Net()
