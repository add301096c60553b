import torch


class Tagged(torch.Tensor):
    @staticmethod
    def __new__(cls, data, tag):
        return super().__new__(cls, data)   # only the data goes to the tensor constructor

    def __init__(self, data, tag):
        self.tag = tag


t = Tagged([1.0, 2.0], tag="weights")
print(type(t).__name__, t.tag, t.dtype)

x = torch.tensor([1.0, 2.0])
x.__init__(5)                               # __init__ does nothing: x is unchanged
print(x)


class Broken(torch.Tensor):                 # no __new__: tag= reaches the legacy constructor
    def __init__(self, data, tag):
        self.tag = tag


Broken([1.0, 2.0], tag="weights")
