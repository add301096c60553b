import torch
import torch.multiprocessing as mp


def worker(t):
    t += 1  # 改的是子进程里写时复制的那份副本


if __name__ == "__main__":
    ctx = mp.get_context("fork")
    t = torch.zeros(2)  # 不在共享内存中
    p = ctx.Process(target=worker, args=(t,))
    p.start()
    p.join()
    print(t, t.is_shared())  # 父进程看不到这次修改

    t.share_memory_()
    p = ctx.Process(target=worker, args=(t,))
    p.start()
    p.join()
    print(t, t.is_shared())
