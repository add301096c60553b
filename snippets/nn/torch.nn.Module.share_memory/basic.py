import torch
import torch.multiprocessing as mp
from torch import nn


def train(model):
    with torch.no_grad():
        model.weight.add_(1.0)  # in-place update made in the child process


if __name__ == "__main__":
    model = nn.Linear(1, 1, bias=False)
    nn.init.zeros_(model.weight)
    model.share_memory()  # parameters and buffers move to shared memory
    print(model.weight.is_shared())

    p = mp.get_context("spawn").Process(target=train, args=(model,))
    p.start()
    p.join()
    print(model.weight.item())  # the parent sees the child's update
