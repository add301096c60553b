import torch
import torch.multiprocessing as mp
from torch.utils.data import DataLoader, TensorDataset


def main():
    loader = DataLoader(TensorDataset(torch.arange(4.0)), batch_size=2, num_workers=1)
    next(iter(loader))  # 启动工作进程时全局上下文就定下来了（这里是平台默认值）
    print(mp.get_start_method())
    mp.set_start_method("spawn")  # 为时已晚


if __name__ == "__main__":
    main()
