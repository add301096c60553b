import torch


@torch.library.custom_op("mylib::double", mutates_args=())
def double(x):
    return x * 2
