import torch


class Tagged(torch.Tensor):
    @staticmethod
    def __new__(cls, data, tag):
        return super().__new__(cls, data)   # 只把数据交给张量构造器

    def __init__(self, data, tag):
        self.tag = tag


t = Tagged([1.0, 2.0], tag="weights")
print(type(t).__name__, t.tag, t.dtype)

x = torch.tensor([1.0, 2.0])
x.__init__(5)                               # __init__ 什么也不做：x 不变
print(x)


class Broken(torch.Tensor):                 # 没有 __new__：tag= 被传给了旧式构造器
    def __init__(self, data, tag):
        self.tag = tag


Broken([1.0, 2.0], tag="weights")
