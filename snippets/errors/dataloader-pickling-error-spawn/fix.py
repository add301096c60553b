import torch
from torch.utils.data import DataLoader, TensorDataset


def collate(batch):  # defined at module top level: picklable by reference
    return torch.cat([b[0] for b in batch])


if __name__ == "__main__":  # spawn re-imports this file in each worker; keep the main code guarded
    data = TensorDataset(torch.arange(8.0).reshape(8, 1))
    loader = DataLoader(data, batch_size=4, num_workers=1, multiprocessing_context="spawn", collate_fn=collate)
    print([b.tolist() for b in loader])
