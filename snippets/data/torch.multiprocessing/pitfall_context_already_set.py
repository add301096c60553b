import torch
import torch.multiprocessing as mp
from torch.utils.data import DataLoader, TensorDataset


def main():
    loader = DataLoader(TensorDataset(torch.arange(4.0)), batch_size=2, num_workers=1)
    next(iter(loader))  # starting workers fixes the global context (here: the platform default)
    print(mp.get_start_method())
    mp.set_start_method("spawn")  # too late


if __name__ == "__main__":
    main()
