import torch


class Wrapper:
    def __init__(self, data):
        self.data = data


torch.tensor([1.0]).as_subclass(Wrapper)
