import torch
from torch.utils.data import DataLoader, TensorDataset


def collate(batch):  # 定义在模块顶层：可以按引用 pickle
    return torch.cat([b[0] for b in batch])


if __name__ == "__main__":  # spawn 会在每个工作进程中重新导入本文件；主代码要放在保护块里
    data = TensorDataset(torch.arange(8.0).reshape(8, 1))
    loader = DataLoader(data, batch_size=4, num_workers=1, multiprocessing_context="spawn", collate_fn=collate)
    print([b.tolist() for b in loader])
