
import torch.multiprocessing as mp


def main():
    def train(rank):  # nested function: spawn has to pickle it by name
        print(rank)

    mp.spawn(train, nprocs=1)


if __name__ == "__main__":
    main()
