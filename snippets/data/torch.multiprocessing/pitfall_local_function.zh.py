
import torch.multiprocessing as mp


def main():
    def train(rank):  # 嵌套函数：spawn 要按名字 pickle 它
        print(rank)

    mp.spawn(train, nprocs=1)


if __name__ == "__main__":
    main()
