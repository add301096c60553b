import torch
import torch.multiprocessing as mp

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def worker(rank, shared):
    shared[rank] = rank + 1  # 写入直接落在父进程的张量上


def main():
    print(mp.get_sharing_strategy() in mp.get_all_sharing_strategies())
    shared = torch.zeros(3)  # CPU 张量：共享内存这条路只适用于主机内存
    shared.share_memory_()
    print(shared.is_shared())

    procs = [mp.Process(target=worker, args=(r, shared)) for r in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print(shared.to(device))


if __name__ == "__main__":
    main()
