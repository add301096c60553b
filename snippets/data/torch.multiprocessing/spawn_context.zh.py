import torch
import torch.multiprocessing as mp


def square(t, out_queue):
    out_queue.put((t ** 2).sum().item())


def main():
    ctx = mp.get_context("spawn")  # 私有上下文：不改动全局启动方式
    q = ctx.Queue()
    p = ctx.Process(target=square, args=(torch.arange(4.0), q))
    p.start()
    print(q.get(timeout=60))
    p.join()
    print(p.exitcode)


if __name__ == "__main__":  # 子进程会重新导入本文件；靠这个判断才不会再次执行 main()
    main()
