import torch
import torch.multiprocessing as mp


def count(counts):
    counts += 1  # 原地修改：写入共享内存


if __name__ == "__main__":
    counts = torch.zeros(3)
    view = counts[1:]
    print(counts.is_shared())
    print(counts.share_memory_() is counts)  # 原地操作，返回张量本身
    print(counts.is_shared(), view.is_shared())  # 它的视图也是共享的

    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)  # 这里能看到子进程的修改
